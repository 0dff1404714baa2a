import { useEffect, useRef, useState, type DragEvent, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DEFAULT_SIZE, FITS, GARMENT_TYPES, SIZE_RANGES, sampleSizeOf, sizesOf, type SizeRange } from '@techpack/catalog';
import { toast, useAuth, type UploadResponse } from '@techpack/web-shared';
import { ANALYSIS_STAGES, uploadDesign } from '../../lib/upload';
import { AUTH_MESSAGES, EMAIL_PATTERN, fileProblem, submitProblem, UPLOAD_MESSAGES } from '../../lib/validation';

export interface UploadAreaProps {
  onUploaded(result: UploadResponse): void;
}

type Phase = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'analyzing'; stage: number };

function UploadIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M12 16V4M7 9l5-5 5 5" />
      <path d="M4 16v2a2 2 0 002 2h12a2 2 0 002-2v-2" />
    </svg>
  );
}

function formatBytes(n: number): string {
  return n > 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;
}

export function UploadArea({ onUploaded }: UploadAreaProps) {
  const { user } = useAuth();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [email, setEmail] = useState(user?.email ?? '');
  const [garmentType, setGarmentType] = useState('');
  const [size, setSize] = useState<string>(DEFAULT_SIZE);
  // optional: the server takes the range from the garment type and the fit from the silhouette when these are empty
  const [sizeRange, setSizeRange] = useState<SizeRange | ''>('');
  const [fit, setFit] = useState('');
  const sizes = sizesOf(sizeRange || undefined);
  const [dragOver, setDragOver] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  // errors beside their field (issue 53: an invalid e-mail was only a toast; a renamed non-image showed a broken preview)
  const [emailError, setEmailError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const pending = phase.kind !== 'idle';

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function' || /\.(heic|heif)$/i.test(file.name)) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // Analysis stages advance while the server works (it answers once, at the end).
  useEffect(() => {
    if (phase.kind !== 'analyzing') return;
    const t = setTimeout(() => setPhase((p) => (p.kind === 'analyzing' && p.stage < ANALYSIS_STAGES.length - 1 ? { kind: 'analyzing', stage: p.stage + 1 } : p)), 1800);
    return () => clearTimeout(t);
  }, [phase]);

  // Only the first file is used.
  const pick = (files: FileList | null | undefined) => {
    const f = files?.[0];
    if (!f) return;
    const problem = fileProblem(f);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      setFileError(`${problem.title}: ${problem.description}`);
      return;
    }
    setFileError(null);
    setFile(f);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragOver(false);
    if (!pending) pick(e.dataTransfer?.files);
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (pending) return;
    const problem = submitProblem(file, email);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      if (problem === UPLOAD_MESSAGES.emailRequired) setEmailError('Enter the address the download link goes to');
      else setFileError(`${problem.title}: ${problem.description}`);
      return;
    }
    if (!EMAIL_PATTERN.test(email.trim())) {
      setEmailError(AUTH_MESSAGES.email);
      return;
    }
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const { promise } = uploadDesign(
        { image: file!, email: email.trim(), garmentType, selectedSize: size, ...(sizeRange ? { sizeRange } : {}), ...(fit ? { fit } : {}) },
        {
          onProgress: (percent) => setPhase((p) => (p.kind === 'uploading' ? { kind: 'uploading', percent } : p)),
          onUploaded: () => setPhase({ kind: 'analyzing', stage: 0 }),
        },
      );
      const result = await promise;
      setFile(null);
      if (input.current) input.current.value = '';
      toast({ title: 'Upload Successful!', description: (result.message ?? '').replace(/^Upload Successful!\s*/i, '') || 'Your tech pack is ready.' });
      onUploaded(result);
    } catch (err) {
      toast({ title: 'Upload Failed', description: err instanceof Error ? err.message : 'Failed to upload and analyze image', variant: 'destructive' });
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  return (
    <Paper component="form" noValidate onSubmit={submit} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4, boxShadow: '0 24px 48px -28px rgba(17,24,39,.25)' }} aria-label="Upload a design">
      <Box
        role="button"
        tabIndex={0}
        aria-label="Drop a garment image here or tap to choose one"
        data-testid="drop-zone"
        data-drag-over={dragOver ? 'true' : 'false'}
        onClick={() => !pending && input.current?.click()}
        onKeyDown={(e) => {
          if ((e.key === 'Enter' || e.key === ' ') && !pending) {
            e.preventDefault();
            input.current?.click();
          }
        }}
        onDragEnter={(e) => {
          e.preventDefault();
          setDragOver(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          if (!dragOver) setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        sx={{
          cursor: pending ? 'default' : 'pointer',
          borderRadius: 3,
          border: '2px dashed',
          borderColor: dragOver ? 'primary.main' : '#D1D5DB',
          bgcolor: dragOver ? 'rgba(79,70,229,.06)' : '#FAFAFB',
          transform: dragOver ? 'scale(1.01)' : 'none',
          transition: 'all 150ms ease',
          p: { xs: 3, sm: 4 },
          minHeight: 200,
          display: 'grid',
          placeItems: 'center',
          textAlign: 'center',
          outline: 'none',
          '&:hover, &:focus-visible': { borderColor: 'primary.main' },
        }}
      >
        {file ? (
          <Stack spacing={1.5} alignItems="center">
            {preview ? (
              <Box
                component="img"
                src={preview}
                alt="Selected design"
                // a file named like an image that is not one: no broken preview, the type message instead
                onError={() => {
                  setFile(null);
                  setFileError(`${UPLOAD_MESSAGES.invalidType.title}: ${UPLOAD_MESSAGES.invalidType.description}`);
                }}
                sx={{ maxHeight: 150, maxWidth: '100%', borderRadius: 2, boxShadow: '0 8px 20px -10px rgba(0,0,0,.35)', objectFit: 'contain' }} />
            ) : (
              <Box sx={{ width: 64, height: 64, borderRadius: 2, bgcolor: '#EEF2FF', color: 'primary.main', display: 'grid', placeItems: 'center' }}>
                <UploadIcon />
              </Box>
            )}
            <Box>
              <Typography sx={{ fontWeight: 700, wordBreak: 'break-all' }}>{file.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatBytes(file.size)} · {pending ? 'uploading' : 'tap to choose a different image'}
              </Typography>
            </Box>
          </Stack>
        ) : (
          <Stack spacing={1.25} alignItems="center">
            <Box sx={{ width: 56, height: 56, borderRadius: '16px', bgcolor: dragOver ? 'primary.main' : '#EEF2FF', color: dragOver ? '#fff' : 'primary.main', display: 'grid', placeItems: 'center', transition: 'all 150ms' }}>
              <UploadIcon />
            </Box>
            <Typography sx={{ fontWeight: 700, fontSize: 17 }}>{dragOver ? 'Drop to upload' : 'Drag & drop your garment image'}</Typography>
            <Typography variant="body2" color="text.secondary">
              or <Box component="span" sx={{ color: 'primary.main', fontWeight: 600 }}>tap to browse</Box> · JPG, PNG, HEIC up to 20MB
            </Typography>
          </Stack>
        )}
        <input
          ref={input}
          type="file"
          accept="image/*,.heic,.heif"
          hidden
          data-testid="file-input"
          onChange={(e) => pick(e.target.files)}
          onClick={(e) => e.stopPropagation()}
        />
      </Box>

      {fileError && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }} data-testid="file-error">
          {fileError}
        </Typography>
      )}
      <Stack spacing={2} sx={{ mt: 2.5 }}>
        <TextField
          label="Email Address (for download link)"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setEmailError(null);
          }}
          disabled={pending}
          error={!!emailError}
          helperText={emailError}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
          <FormControl sx={{ minWidth: { sm: 200 } }} fullWidth disabled={pending}>
            <InputLabel id="garment-type-label">Garment type (optional)</InputLabel>
            <Select labelId="garment-type-label" label="Garment type (optional)" value={garmentType} onChange={(e) => setGarmentType(e.target.value)} data-testid="garment-type">
              <MenuItem value="">
                <em>Detect automatically</em>
              </MenuItem>
              {GARMENT_TYPES.map((g) => (
                <MenuItem key={g.value} value={g.value}>
                  {g.label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Box sx={{ width: '100%' }}>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.5, fontWeight: 600 }} id="size-label">
              Sample size
            </Typography>
            <ToggleButtonGroup
              exclusive
              value={size}
              onChange={(_, v: string | null) => v && setSize(v)}
              aria-labelledby="size-label"
              size="small"
              disabled={pending}
              sx={(t) => ({ display: 'flex', '& .MuiToggleButton-root': { flex: 1, fontWeight: 700, py: 0.9 }, '& .MuiToggleButton-root.Mui-selected': { backgroundColor: t.palette.primary.main, color: '#fff' }, '& .MuiToggleButton-root.Mui-selected:hover': { backgroundColor: t.palette.primary.dark } })}
            >
              {sizes.map((s) => (
                <ToggleButton key={s} value={s} aria-label={`Size ${s}`}>
                  {s}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormControl fullWidth disabled={pending}>
            <InputLabel id="size-range-label">Size range (optional)</InputLabel>
            <Select
              labelId="size-range-label"
              label="Size range (optional)"
              value={sizeRange}
              data-testid="size-range"
              onChange={(e) => {
                const r = e.target.value as SizeRange | '';
                setSizeRange(r);
                if (!(sizesOf(r || undefined) as readonly string[]).includes(size)) setSize(r ? sampleSizeOf(r) : DEFAULT_SIZE);
              }}
            >
              <MenuItem value="">
                <em>From the garment type</em>
              </MenuItem>
              {SIZE_RANGES.map((r) => (
                <MenuItem key={r} value={r}>
                  {{ womens: "Women's", mens: "Men's", unisex: 'Unisex', kids: 'Kids (2Y-14Y)' }[r]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl fullWidth disabled={pending}>
            <InputLabel id="fit-label">Fit (optional)</InputLabel>
            <Select labelId="fit-label" label="Fit (optional)" value={fit} onChange={(e) => setFit(e.target.value)} data-testid="fit">
              <MenuItem value="">
                <em>From the photo</em>
              </MenuItem>
              {FITS.map((f) => (
                <MenuItem key={f} value={f}>
                  {f.charAt(0).toUpperCase() + f.slice(1)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Stack>

        {phase.kind !== 'idle' && (
          <Box aria-live="polite" data-testid="upload-progress" sx={{ p: 2, borderRadius: 2, bgcolor: '#F5F5FF', border: '1px solid #E0E7FF' }}>
            {phase.kind === 'uploading' ? (
              <>
                <Stack direction="row" justifyContent="space-between" sx={{ mb: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    Uploading image
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 700, color: 'primary.main' }}>
                    {phase.percent}%
                  </Typography>
                </Stack>
                <LinearProgress variant="determinate" value={phase.percent} sx={{ height: 6, borderRadius: 3 }} />
              </>
            ) : (
              <>
                <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
                  Analyzing your design…
                </Typography>
                <LinearProgress sx={{ height: 6, borderRadius: 3, mb: 1.5 }} />
                <Stack spacing={0.5}>
                  {ANALYSIS_STAGES.map((s, i) => (
                    <Stack key={s} direction="row" spacing={1} alignItems="center" sx={{ opacity: i > phase.stage ? 0.45 : 1 }}>
                      <Box sx={{ width: 18, height: 18, borderRadius: '50%', display: 'grid', placeItems: 'center', fontSize: 11, fontWeight: 800, bgcolor: i < phase.stage ? 'success.main' : i === phase.stage ? 'primary.main' : '#E5E7EB', color: i <= phase.stage ? '#fff' : 'text.secondary' }}>
                        {i < phase.stage ? '✓' : i + 1}
                      </Box>
                      <Typography variant="body2" sx={{ fontWeight: i === phase.stage ? 700 : 500 }}>
                        {s}
                      </Typography>
                    </Stack>
                  ))}
                </Stack>
              </>
            )}
          </Box>
        )}

        <Button type="submit" variant="contained" size="large" disabled={pending || !file || !email} fullWidth>
          {pending ? 'Analyzing...' : 'Generate Tech Pack'}
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          Tech packs are free and unlimited.
        </Typography>
      </Stack>
    </Paper>
  );
}
