import {
  Box,
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { categoryLabel, quantityParts, type BomLine } from './bom-model';

// The BOM's lines: a table from 900 px, one card per line on phones. Both show every field in full (wrapped, never
// cut) and the same actions.

export interface LineActions {
  saving: boolean;
  confirming: string | null;
  rowError: { ref: string; message: string } | null;
  onEdit: (l: BomLine) => void;
  onAskRemove: (ref: string | null) => void;
  onRemove: (l: BomLine) => void;
}

export function SourceChip({ line }: { line: BomLine }) {
  return line.origin === 'user' ? (
    <Chip size="small" label="Designer" color="primary" variant="outlined" sx={{ height: 20 }} />
  ) : (
    <Tooltip title="Derived from the garment, its features and its fabric: edit it to make it yours">
      <Chip size="small" label="Derived" variant="outlined" tabIndex={0} sx={{ height: 20 }} />
    </Tooltip>
  );
}

function Actions({ line: l, a }: { line: BomLine; a: LineActions }) {
  return (
    <Box>
      {a.confirming === l.ref ? (
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="caption">Remove?</Typography>
          <Button
            size="small"
            color="error"
            disabled={a.saving}
            onClick={() => a.onRemove(l)}
            aria-label={`Confirm removing ${l.ref} ${l.item}`}
          >
            Remove
          </Button>
          <Button size="small" onClick={() => a.onAskRemove(null)}>
            Keep
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Button size="small" onClick={() => a.onEdit(l)} aria-label={`Edit ${l.ref} ${l.item}`}>
            Edit
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => a.onAskRemove(l.ref)}
            aria-label={`Remove ${l.ref} ${l.item}`}
          >
            Remove
          </Button>
        </Box>
      )}
      {a.rowError?.ref === l.ref && (
        <Typography variant="caption" color="error" role="alert" display="block">
          {a.rowError.message}
        </Typography>
      )}
    </Box>
  );
}

function Quantity({ line, sizes }: { line: BomLine; sizes: readonly string[] }) {
  const { quantity, range } = quantityParts(line, sizes);
  return (
    <>
      {quantity}
      {range && (
        <Typography variant="caption" color="text.secondary" display="block">
          {range}
        </Typography>
      )}
    </>
  );
}

const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

export function BomTable({
  bom,
  sizes,
  actions,
}: {
  bom: BomLine[];
  sizes: readonly string[];
  actions: LineActions;
}) {
  return (
    <Box
      role="region"
      aria-label="Bill of materials, scrolls sideways when narrow"
      tabIndex={0}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Table
        size="small"
        aria-label="Bill of materials"
        sx={{ '& td, & th': { verticalAlign: 'top', overflowWrap: 'break-word' } }}
      >
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'grey.50' } }}>
            <TableCell sx={{ position: 'sticky', left: 0, zIndex: 1, width: 96 }}>Ref</TableCell>
            <TableCell sx={{ minWidth: 200 }}>Item</TableCell>
            <TableCell sx={{ minWidth: 120 }}>Placement</TableCell>
            <TableCell sx={{ minWidth: 120 }}>Colour</TableCell>
            <TableCell sx={{ minWidth: 130 }}>Supplier / article</TableCell>
            <TableCell sx={{ minWidth: 110 }}>Quantity</TableCell>
            <TableCell>
              <span style={HIDDEN}>Actions</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bom.map((l) => (
            <TableRow key={l.ref} data-testid={`bom-row-${l.ref}`}>
              <TableCell
                component="th"
                scope="row"
                sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', fontWeight: 700 }}
              >
                {l.ref}
                <Typography variant="caption" display="block" color="text.secondary">
                  {categoryLabel(l.category)}
                </Typography>
                <SourceChip line={l} />
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {l.item}
                </Typography>
                <Typography variant="caption" color="text.secondary" display="block">
                  {l.description}
                </Typography>
              </TableCell>
              <TableCell>{l.placement}</TableCell>
              <TableCell>{l.color}</TableCell>
              <TableCell>
                {l.supplier}
                {l.articleNumber && (
                  <Typography variant="caption" color="text.secondary" display="block">
                    Art. {l.articleNumber}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Quantity line={l} sizes={sizes} />
              </TableCell>
              <TableCell>
                <Actions line={l} a={actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function BomCards({
  bom,
  sizes,
  actions,
}: {
  bom: BomLine[];
  sizes: readonly string[];
  actions: LineActions;
}) {
  return (
    <Box
      component="ul"
      aria-label="Bill of materials"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {bom.map((l) => (
        <Box
          component="li"
          key={l.ref}
          data-testid={`bom-row-${l.ref}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, overflowWrap: 'anywhere' }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {l.ref} · {categoryLabel(l.category)}
            </Typography>
            <SourceChip line={l} />
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
            {l.item}
          </Typography>
          <Typography variant="caption" color="text.secondary" display="block">
            {l.description}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto minmax(0, 1fr)',
              columnGap: 1.5,
              rowGap: 0.25,
              my: 1,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0 },
            }}
          >
            <dt>Placement</dt>
            <dd>{l.placement || '—'}</dd>
            <dt>Colour</dt>
            <dd>{l.color || '—'}</dd>
            <dt>Supplier</dt>
            <dd>{l.supplier || '—'}</dd>
            <dt>Article no.</dt>
            <dd>{l.articleNumber || '—'}</dd>
            <dt>Quantity</dt>
            <dd>
              <Quantity line={l} sizes={sizes} />
            </dd>
          </Box>
          <Actions line={l} a={actions} />
        </Box>
      ))}
    </Box>
  );
}
