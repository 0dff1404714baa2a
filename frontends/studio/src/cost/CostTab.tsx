import { Alert, Box, Button, Chip, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { CostLineDto, CostOverridesDto } from '@techpack/contracts';
import { useUpdateTechPackMutation } from '../api/techpack.api';
import { serverMessage } from '../lib/errors';
import type { StudioTechPack } from '../lib/types';
import { SectionTitle } from '../studio/fields';
import { BulletinTable } from './BulletinTable';
import { downloadAuthedFile, exportFileName, exportUrl, useGetTechPackCostQuery } from './cost.api';

export interface CostTabProps {
  pack: StudioTechPack;
  onSaved: (fields: Partial<StudioTechPack>) => void;
}

const QUANTITIES = [100, 300, 1000];
const money = (n: number) => `$${n.toFixed(2)}`;
// the fields of a save the studio's copy of the pack takes over
const FIELDS = ['costOverrides', 'revisions', 'updatedAt', 'pdfPath'] as const;

/** A price the designer typed: a number of dollars, 0-10000. */
function parsePrice(text: string): number | undefined {
  if (!/^\s*\d{1,5}(\.\d{1,4})?\s*$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 0 && n <= 10_000 ? n : undefined;
}

function PriceCell({ line, onCommit }: { line: CostLineDto; onCommit: (price: number) => void }) {
  const [text, setText] = useState(String(line.unitPrice));
  useEffect(() => setText(String(line.unitPrice)), [line.unitPrice]);
  if (line.unit === '%') return <>{line.unitPrice.toFixed(4)}</>;
  const value = parsePrice(text);
  const commit = () => {
    if (value !== undefined && value !== line.unitPrice) onCommit(value);
  };
  return (
    <TextField
      size="small"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      error={value === undefined}
      inputProps={{ 'aria-label': `Unit price of ${line.ref} ${line.item}`, inputMode: 'decimal', style: { textAlign: 'right', width: 72 } }}
    />
  );
}

/** The should-cost sheet: quantity and region chosen here, prices and percentages editable, saved with the pack. */
export function CostTab({ pack, onSaved }: CostTabProps) {
  const saved = (pack.costOverrides ?? {}) as CostOverridesDto;
  const [quantity, setQuantity] = useState<number>(saved.quantity ?? 300);
  const [quantityText, setQuantityText] = useState(String(saved.quantity ?? 300));
  const [region, setRegion] = useState<string | undefined>(saved.region);
  const [error, setError] = useState<string | null>(null);
  const { data: sheet, error: loadError, isFetching } = useGetTechPackCostQuery({ id: pack.id, quantity, region });
  const [update, { isLoading: saving }] = useUpdateTechPackMutation();

  const save = async (next: CostOverridesDto | null) => {
    try {
      const reply = (await update({ id: pack.id, body: { costOverrides: next } }).unwrap()) as unknown as { techPack?: Record<string, unknown> };
      const fields: Record<string, unknown> = {};
      for (const k of FIELDS) if (reply?.techPack && k in reply.techPack) fields[k] = reply.techPack[k];
      if (reply?.techPack && !('costOverrides' in reply.techPack)) fields.costOverrides = undefined;
      onSaved(fields as Partial<StudioTechPack>);
      setError(null);
    } catch (e) {
      setError(serverMessage(e) ?? 'The change could not be saved. Try again.');
    }
  };
  const withChange = (change: Partial<CostOverridesDto>) => save({ ...saved, quantity, ...(region ? { region } : {}), ...change });

  const chooseQuantity = (q: number) => {
    setQuantity(q);
    setQuantityText(String(q));
    void withChange({ quantity: q });
  };
  const typedQuantity = Number.isInteger(Number(quantityText)) && Number(quantityText) >= 1 && Number(quantityText) <= 1_000_000 ? Number(quantityText) : undefined;

  return (
    <Box>
      <SectionTitle>Cost estimate</SectionTitle>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Should-cost per garment from this pack: fabric and trims at library prices, making from standard minutes per operation at the region&apos;s rate, overhead and
        margin. An estimate, not a quote: confirm every price with the factory.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} alignItems={{ sm: 'center' }}>
        <ToggleButtonGroup size="small" exclusive value={QUANTITIES.includes(quantity) ? quantity : null} onChange={(_e, v: number | null) => v && chooseQuantity(v)} aria-label="Order quantity">
          {QUANTITIES.map((q) => (
            <ToggleButton key={q} value={q}>
              {q.toLocaleString('en-US')} pcs
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          size="small"
          label="Quantity"
          value={quantityText}
          onChange={(e) => setQuantityText(e.target.value)}
          onBlur={() => typedQuantity !== undefined && typedQuantity !== quantity && chooseQuantity(typedQuantity)}
          error={typedQuantity === undefined}
          helperText={typedQuantity === undefined ? 'A whole number from 1 to 1,000,000' : ' '}
          inputProps={{ inputMode: 'numeric' }}
          sx={{ width: 160 }}
        />
        <TextField
          select
          size="small"
          label="Production region"
          value={sheet?.region ?? region ?? ''}
          onChange={(e) => {
            setRegion(e.target.value);
            void withChange({ region: e.target.value });
          }}
          sx={{ minWidth: 200 }}
          helperText=" "
        >
          {(sheet?.regions ?? []).map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.name} (${r.labourRatePerMinute.toFixed(2)}/min, MOQ {r.moq})
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {loadError && !sheet && <Alert severity="error">{serverMessage(loadError) ?? 'The cost sheet could not be loaded.'}</Alert>}
      {sheet && (
        <>
          <Stack direction="row" spacing={1} alignItems="baseline" sx={{ mb: 1, flexWrap: 'wrap' }}>
            <Typography variant="h4" component="p" sx={{ fontWeight: 800 }} data-testid="fob-unit-cost">
              {money(sheet.fobUnitCost)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              FOB per garment (estimate) at {sheet.quantity.toLocaleString('en-US')} pcs, {sheet.regionName}
              {isFetching || saving ? ' - updating...' : ''}
            </Typography>
          </Stack>
          <Box role="region" sx={{ overflowX: 'auto', mb: 2 }} tabIndex={0} aria-label="Cost lines, scrolls sideways">
            <Table size="small" aria-label="Cost lines">
              <TableHead>
                <TableRow>
                  {['Ref', 'Item', 'Qty', 'Unit', 'Unit price', 'Source', 'Total'].map((h) => (
                    <TableCell key={h} align={['Qty', 'Unit price', 'Total'].includes(h) ? 'right' : 'left'}>
                      {h}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {sheet.lines.map((l) => (
                  <TableRow key={l.ref}>
                    <TableCell>{l.ref}</TableCell>
                    <TableCell>
                      {l.item}
                      {l.range && (
                        <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
                          Library range ${l.range.min.toFixed(2)}-${l.range.max.toFixed(2)} per {l.unit}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">{l.quantity}</TableCell>
                    <TableCell>{l.unit}</TableCell>
                    <TableCell align="right">
                      <PriceCell line={l} onCommit={(price) => void withChange({ unitPrices: { ...(saved.unitPrices ?? {}), [l.ref]: price } })} />
                    </TableCell>
                    <TableCell>
                      <Chip size="small" label={l.source} color={l.source === 'user' ? 'primary' : 'default'} variant={l.source === 'user' ? 'filled' : 'outlined'} />
                    </TableCell>
                    <TableCell align="right">{money(l.total)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={6} sx={{ fontWeight: 700 }}>
                    FOB unit cost
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {money(sheet.fobUnitCost)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            {(['overheadPercent', 'marginPercent'] as const).map((k) => {
              const line = sheet.lines.find((l) => l.category === (k === 'overheadPercent' ? 'overhead' : 'margin'));
              return (
                <TextField
                  key={`${k}-${line?.quantity}`}
                  size="small"
                  type="number"
                  label={k === 'overheadPercent' ? 'Overhead %' : 'Margin %'}
                  defaultValue={line?.quantity ?? ''}
                  onBlur={(e) => {
                    const n = Number(e.target.value);
                    if (e.target.value !== '' && n >= 0 && n <= 100 && n !== line?.quantity) void withChange({ [k]: n });
                  }}
                  inputProps={{ min: 0, max: 100, step: 0.5 }}
                  sx={{ width: 140 }}
                />
              );
            })}
            <Button variant="outlined" onClick={() => void save(null)} disabled={saving || !pack.costOverrides}>
              Reset to library prices
            </Button>
          </Stack>
          {sheet.notes.map((n) => (
            <Typography key={n} variant="caption" color="text.secondary" component="p">
              {n}
            </Typography>
          ))}
          {sheet.bulletin && <BulletinTable bulletin={sheet.bulletin} />}
        </>
      )}
      <SectionTitle>Exports</SectionTitle>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" onClick={() => void downloadAuthedFile(exportUrl(pack.id, 'xlsx'), exportFileName(pack, 'xlsx')).catch((e) => setError(serverMessage(e) ?? 'Download failed'))}>
          Download workbook (.xlsx)
        </Button>
        <Button variant="outlined" onClick={() => void downloadAuthedFile(exportUrl(pack.id, 'json'), exportFileName(pack, 'json')).catch((e) => setError(serverMessage(e) ?? 'Download failed'))}>
          Download JSON
        </Button>
      </Stack>
    </Box>
  );
}
