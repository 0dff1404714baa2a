import { Box, Typography } from '@mui/material';
import { ADD_ON_PRICES, FABRIC_PRICES, TIMING } from '@techpack/catalog';
import type { StudioTechPack } from '../lib/types';
import { formatMeasurement, humanize } from '../lib/format';
import { measurementRows } from '../lib/measurements';

export interface MaterialLine {
  label: string;
  value: string;
  detail?: string;
}

// Materials as lines: the object form (main fabric, lining, trim) or the list/map forms older packs used.
export function materialLines(materials: unknown): MaterialLine[] {
  if (Array.isArray(materials))
    return materials.map((m, i) => ({
      label: i === 0 ? 'Main fabric' : `Material ${i + 1}`,
      value: String(m),
    }));
  if (!materials || typeof materials !== 'object') return [];
  const m = materials as Record<string, unknown> & { fabricDetails?: { gsm?: number; composition?: string } };
  const lines: MaterialLine[] = [];
  if (m.mainFabric) {
    const d = m.fabricDetails;
    lines.push({
      label: 'Main fabric',
      value: String(m.mainFabric),
      detail: [d?.gsm ? `${d.gsm} gsm` : '', d?.composition ?? ''].filter(Boolean).join(' · ') || undefined,
    });
  }
  if (m.lining) lines.push({ label: 'Lining', value: humanize(String(m.lining)) });
  if (m.trim) lines.push({ label: 'Trim', value: humanize(String(m.trim)) });
  for (const [k, v] of Object.entries(m)) {
    if (['mainFabric', 'fabricDetails', 'lining', 'trim'].includes(k) || typeof v !== 'string') continue;
    lines.push({ label: humanize(k), value: v });
  }
  return lines;
}

export function keyMeasurements(pack: Pick<StudioTechPack, 'measurements' | 'pointsOfMeasure'>) {
  const rows = measurementRows(pack.measurements, pack.pointsOfMeasure);
  if (rows.length > 0)
    return rows.slice(0, 6).map((r) => ({ label: r.label, value: formatMeasurement(r.raw) }));
  const spec = pack.pointsOfMeasure;
  return (spec?.rows ?? [])
    .slice(0, 6)
    .map((r) => ({ label: r.name, value: formatMeasurement(r.values[spec!.baseSize]) }));
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        p: 2,
        bgcolor: 'background.paper',
        minWidth: 0,
      }}
    >
      <Typography
        variant="overline"
        color="text.secondary"
        component="h3"
        sx={{ lineHeight: 1.6, display: 'block', mb: 1 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function KeyFigures({
  techPack,
  columns = { xs: 1, sm: 2, lg: 4 },
}: {
  techPack: StudioTechPack;
  columns?: { xs: number; sm: number; lg: number };
}) {
  const measurements = keyMeasurements(techPack);
  const materials = materialLines(techPack.materials).slice(0, 3);
  const colors = (techPack.colors ?? []).slice(0, 4);
  const extraColors = Math.max(0, (techPack.colors ?? []).length - 4);
  const garment = techPack.aiAnalysis?.garmentType ?? techPack.upload?.garmentType ?? '';
  // The sample price as the order form charges it (by fabric, whatever the garment): never a figure the form cannot charge.
  const fabricPrices = Object.values(FABRIC_PRICES).map((f) => f.price);
  const samplePrice = { min: Math.min(...fabricPrices), max: Math.max(...fabricPrices) };
  const addOns = Object.values(ADD_ON_PRICES).reduce((sum, p) => sum + p, 0);
  const cols = (n: number) => `repeat(${n}, minmax(0, 1fr))`;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: cols(columns.xs), sm: cols(columns.sm), lg: cols(columns.lg) },
      }}
    >
      <Panel title="Key measurements">
        {measurements.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No measurements yet
          </Typography>
        ) : (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.75, columnGap: 1.5 }}
            aria-label="Key measurements"
          >
            {measurements.map((m) => (
              <Box key={m.label} sx={{ display: 'contents' }}>
                <Typography
                  component="dt"
                  variant="body2"
                  color="text.secondary"
                  title={m.label}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {m.label}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, fontWeight: 700, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                >
                  {m.value}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Panel>
      <Panel title="Materials">
        <Box sx={{ display: 'grid', gap: 1 }} aria-label="Materials">
          {materials.map((m) => (
            <Box key={m.label}>
              <Typography variant="caption" color="text.secondary">
                {m.label}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                {m.value}
              </Typography>
              {m.detail && (
                <Typography variant="caption" color="text.secondary">
                  {m.detail}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </Panel>
      <Panel title="Colours">
        {colors.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No colours yet
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 1 }} aria-label="Colours">
            {colors.map((c, i) => (
              <Box key={`${c.hex}-${i}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <Box
                  sx={{
                    width: 28,
                    height: 28,
                    borderRadius: 1,
                    bgcolor: c.hex,
                    border: 1,
                    borderColor: 'divider',
                    flexShrink: 0,
                  }}
                />
                <Box sx={{ minWidth: 0 }}>
                  <Typography
                    variant="body2"
                    sx={{ fontWeight: 600, lineHeight: 1.25, overflowWrap: 'anywhere' }}
                  >
                    {c.name}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="p"
                    sx={{ lineHeight: 1.25, overflowWrap: 'anywhere' }}
                  >
                    {c.hex.toUpperCase()} · {c.pantone}
                  </Typography>
                </Box>
              </Box>
            ))}
            {extraColors > 0 && (
              <Typography variant="caption" color="text.secondary">
                +{extraColors} more
              </Typography>
            )}
          </Box>
        )}
      </Panel>
      <Panel title="Sample price">
        <Typography variant="h4" component="p" sx={{ fontWeight: 800 }} data-testid="price-estimate">
          ${samplePrice.min}-${samplePrice.max}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          One sample of this {humanize(garment).toLowerCase() || 'garment'}, by fabric, as the sample order
          form charges; label, hang tag and rush add-ons up to ${addOns} more. The bulk cost per garment at an
          order quantity is in the studio&apos;s Cost tab.
        </Typography>
        <Box
          component="ol"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 0.75 }}
          aria-label="Timeline"
        >
          {[
            ['Production starts', `within ${TIMING.productionStartHours}`],
            ['Production', TIMING.productionDays],
            ['Standard shipping', TIMING.standardShippingDays],
          ].map(([k, v]) => (
            <Box component="li" key={k} sx={{ pl: 1.5, borderLeft: 2, borderColor: 'primary.light' }}>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ lineHeight: 1.3 }}>
                {k}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {v}
              </Typography>
            </Box>
          ))}
        </Box>
      </Panel>
    </Box>
  );
}
