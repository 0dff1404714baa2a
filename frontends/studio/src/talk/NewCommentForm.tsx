import { useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { ANCHOR_KINDS, COMMENT_BOUNDS, type AnchorKind, type CommentAnchor } from '@techpack/contracts';
import type { StudioTechPack } from '../lib/types';
import { fieldOptions, KIND_LABELS } from './anchors';
import { useOpenThreadMutation } from './talk.api';

export interface NewCommentFormProps {
  pack: StudioTechPack;
  kind: AnchorKind;
  onKind: (kind: AnchorKind) => void;
  picked: { view: 'front' | 'back'; x: number; y: number } | null;
  onPosted: () => void;
}

const errorText = (e: unknown) =>
  (e as { data?: { message?: string } })?.data?.message ??
  'The comment could not be posted. Please try again.';

// Pin a new thread: the kind of field, which one (and a size for a point of measure), or a point on the flats or photo.
export function NewCommentForm({ pack, kind, onKind, picked, onPosted }: NewCommentFormProps) {
  const options = fieldOptions(pack, kind);
  const sizes = pack.pointsOfMeasure?.sizes ?? [];
  const [ref, setRef] = useState('');
  const [size, setSize] = useState('');
  const [photo, setPhoto] = useState({ x: '100', y: '100' });
  const [text, setText] = useState('');
  const [mustResolve, setMustResolve] = useState(false);
  const [openThread, { isLoading, error, reset }] = useOpenThreadMutation();
  const chosen = options.some((o) => o.ref === ref) ? ref : (options[0]?.ref ?? '');

  const anchor = (): CommentAnchor | null => {
    if (kind === 'flat') return picked ? { kind, view: picked.view, x: picked.x, y: picked.y } : null;
    if (kind === 'photo') return { kind, x: Number(photo.x), y: Number(photo.y) };
    if (!chosen) return null;
    return { kind, ref: chosen, ...(kind === 'pom' && size ? { size } : {}) };
  };
  const a = anchor();
  const post = async () => {
    if (!a) return;
    const res = await openThread({ id: pack.id, anchor: a, text, ...(mustResolve ? { mustResolve } : {}) });
    if ('data' in res) {
      setText('');
      setMustResolve(false);
      onPosted();
    }
  };

  return (
    <Box
      component="form"
      aria-label="New comment"
      sx={{ display: 'grid', gap: 1 }}
      onSubmit={(e) => (e.preventDefault(), void post())}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Pin to"
          value={kind}
          SelectProps={{ native: true }}
          inputProps={{ 'data-testid': 'anchor-kind' }}
          onChange={(e) => (reset(), onKind(e.target.value as AnchorKind))}
        >
          {ANCHOR_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </TextField>
        {options.length ? (
          <TextField
            select
            size="small"
            label="Field"
            value={chosen}
            SelectProps={{ native: true }}
            inputProps={{ 'data-testid': 'anchor-ref' }}
            onChange={(e) => setRef(e.target.value)}
            sx={{ minWidth: 220 }}
          >
            {options.map((o) => (
              <option key={o.ref} value={o.ref}>
                {o.label}
              </option>
            ))}
          </TextField>
        ) : null}
        {kind === 'pom' ? (
          <TextField
            select
            size="small"
            label="Size"
            value={size}
            SelectProps={{ native: true }}
            inputProps={{ 'data-testid': 'anchor-size' }}
            onChange={(e) => setSize(e.target.value)}
          >
            <option value="">Every size</option>
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </TextField>
        ) : null}
        {kind === 'photo' ? (
          <>
            <TextField
              size="small"
              label="x"
              value={photo.x}
              onChange={(e) => setPhoto({ ...photo, x: e.target.value })}
              sx={{ width: 90 }}
            />
            <TextField
              size="small"
              label="y"
              value={photo.y}
              onChange={(e) => setPhoto({ ...photo, y: e.target.value })}
              sx={{ width: 90 }}
            />
          </>
        ) : null}
      </Box>
      {kind === 'flat' ? (
        <Typography
          variant="body2"
          color={picked ? 'text.primary' : 'text.secondary'}
          data-testid="picked-point"
        >
          {picked
            ? `Pinned on the ${picked.view} flat at ${picked.x}, ${picked.y}`
            : 'Click a flat below to choose the point'}
        </Typography>
      ) : null}
      {kind !== 'flat' && kind !== 'photo' && options.length === 0 ? (
        <Typography variant="body2">This pack has no {KIND_LABELS[kind].toLowerCase()} yet.</Typography>
      ) : null}
      <TextField
        size="small"
        multiline
        minRows={2}
        label="Comment"
        value={text}
        onChange={(e) => setText(e.target.value)}
        inputProps={{ maxLength: COMMENT_BOUNDS.text, 'data-testid': 'comment-text' }}
        helperText={`${text.length}/${COMMENT_BOUNDS.text}`}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Checkbox size="small" checked={mustResolve} onChange={(e) => setMustResolve(e.target.checked)} />
          }
          label="Must resolve before confirming"
        />
        <Button type="submit" variant="contained" disabled={!a || !text.trim() || isLoading}>
          Post comment
        </Button>
      </Box>
      {error ? <Alert severity="error">{errorText(error)}</Alert> : null}
    </Box>
  );
}
