import {
  Alert,
  Box,
  Button,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { CostOverridesDto } from '@techpack/contracts';
import { useUpdateTechPackMutation } from '../api/techpack.api';
import { serverMessage } from '../lib/errors';
import type { StudioTechPack } from '../lib/types';
import { SectionTitle } from '../studio/fields';
import { BulletinTable } from './BulletinTable';
import { CostLinesTable, money } from './CostLinesTable';
import { downloadAuthedFile, exportFileName, exportUrl, useGetTechPackCostQuery } from './cost.api';

export interface CostTabProps {
  pack: StudioTechPack;
  onSaved: (fields: Partial<StudioTechPack>) => void;
}

const QUANTITIES = [100, 300, 1000];
// the fields of a save the studio's copy of the pack takes over
const FIELDS = ['costOverrides', 'revisions', 'updatedAt', 'pdfPath'] as const;

/** The should-cost sheet: quantity and region chosen here, prices and percentages editable, saved with the pack. */
export function CostTab({ pack, onSaved }: CostTabProps) {
  const saved = (pack.costOverrides ?? {}) as CostOverridesDto;
  const [quantity, setQuantity] = useState<number>(saved.quantity ?? 300);
  const [quantityText, setQuantityText] = useState(String(saved.quantity ?? 300));
  const [region, setRegion] = useState<string | undefined>(saved.region);
  const [error, setError] = useState<string | null>(null);
  const {
    data: sheet,
    error: loadError,
    isFetching,
  } = useGetTechPackCostQuery({ id: pack.id, quantity, region });
  const [update, { isLoading: saving }] = useUpdateTechPackMutation();

  const save = async (next: CostOverridesDto | null) => {
    try {
      const reply = (await update({ id: pack.id, body: { costOverrides: next } }).unwrap()) as unknown as {
        techPack?: Record<string, unknown>;
      };
      const fields: Record<string, unknown> = {};
      for (const k of FIELDS) if (reply?.techPack && k in reply.techPack) fields[k] = reply.techPack[k];
      if (reply?.techPack && !('costOverrides' in reply.techPack)) fields.costOverrides = undefined;
      onSaved(fields as Partial<StudioTechPack>);
      setError(null);
    } catch (e) {
      setError(serverMessage(e) ?? 'The change could not be saved. Try again.');
    }
  };
  const withChange = (change: Partial<CostOverridesDto>) =>
    save({ ...saved, quantity, ...(region ? { region } : {}), ...change });

  const chooseQuantity = (q: number) => {
    setQuantity(q);
    setQuantityText(String(q));
    void withChange({ quantity: q });
  };
  const typedQuantity =
    Number.isInteger(Number(quantityText)) && Number(quantityText) >= 1 && Number(quantityText) <= 1_000_000
      ? Number(quantityText)
      : undefined;

  return (
    <Box>
      <SectionTitle>Cost estimate</SectionTitle>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Should-cost per garment from this pack: fabric and trims at library prices, making from standard
        minutes per operation at the region&apos;s rate, overhead and margin. An estimate, not a quote:
        confirm every price with the factory.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} alignItems={{ sm: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={QUANTITIES.includes(quantity) ? quantity : null}
          onChange={(_e, v: number | null) => v && chooseQuantity(v)}
          aria-label="Order quantity"
        >
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
          onBlur={() =>
            typedQuantity !== undefined && typedQuantity !== quantity && chooseQuantity(typedQuantity)
          }
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
      {loadError && !sheet && (
        <Alert severity="error">{serverMessage(loadError) ?? 'The cost sheet could not be loaded.'}</Alert>
      )}
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
          <CostLinesTable
            lines={sheet.lines}
            fobUnitCost={sheet.fobUnitCost}
            onPrice={(ref, price) =>
              void withChange({ unitPrices: { ...(saved.unitPrices ?? {}), [ref]: price } })
            }
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            {(['overheadPercent', 'marginPercent'] as const).map((k) => {
              const line = sheet.lines.find(
                (l) => l.category === (k === 'overheadPercent' ? 'overhead' : 'margin'),
              );
              return (
                <TextField
                  key={`${k}-${line?.quantity}`}
                  size="small"
                  type="number"
                  label={k === 'overheadPercent' ? 'Overhead %' : 'Margin %'}
                  defaultValue={line?.quantity ?? ''}
                  onBlur={(e) => {
                    const n = Number(e.target.value);
                    if (e.target.value !== '' && n >= 0 && n <= 100 && n !== line?.quantity)
                      void withChange({ [k]: n });
                  }}
                  inputProps={{ min: 0, max: 100, step: 0.5 }}
                  sx={{ width: 140 }}
                />
              );
            })}
            <Button
              variant="outlined"
              onClick={() => void save(null)}
              disabled={saving || !pack.costOverrides}
            >
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
        <Button
          variant="contained"
          onClick={() =>
            void downloadAuthedFile(exportUrl(pack.id, 'xlsx'), exportFileName(pack, 'xlsx')).catch((e) =>
              setError(serverMessage(e) ?? 'Download failed'),
            )
          }
        >
          Download workbook (.xlsx)
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            void downloadAuthedFile(exportUrl(pack.id, 'json'), exportFileName(pack, 'json')).catch((e) =>
              setError(serverMessage(e) ?? 'Download failed'),
            )
          }
        >
          Download JSON
        </Button>
      </Stack>
    </Box>
  );
}
