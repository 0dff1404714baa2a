import { Box, Tooltip, Typography } from '@mui/material';
import {
  CARE_SYMBOL_DRAWINGS,
  CARE_SYMBOL_TEXT,
  careSymbolsFor,
  type CareSymbolCode,
} from '@techpack/catalog';

// The ISO 3758 care symbols of the chosen care instruction and the fabric's fibres, drawn from the same vectors as the
// PDF (libs/catalog care-symbol-paths.ts), so the studio shows what the care label will carry as it is edited.
export function CareSymbols({ instruction, composition }: { instruction: string; composition: string }) {
  const codes = careSymbolsFor(instruction, composition);
  return (
    <Box
      sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
      aria-label="Care symbols (ISO 3758)"
    >
      {codes.map((code: CareSymbolCode) => {
        const d = CARE_SYMBOL_DRAWINGS[code];
        return (
          <Tooltip key={code} title={CARE_SYMBOL_TEXT[code]}>
            <svg
              width={32}
              height={32}
              viewBox="0 0 24 24"
              role="img"
              aria-label={CARE_SYMBOL_TEXT[code]}
              data-care-symbol={code}
            >
              {d.paths.map((p, i) => (
                <path key={i} d={p} stroke="currentColor" strokeWidth={1.3} fill="none" />
              ))}
              {d.dots.map(([x, y], i) => (
                <circle key={`d${i}`} cx={x} cy={y} r={1.2} fill="currentColor" />
              ))}
            </svg>
          </Tooltip>
        );
      })}
      <Typography variant="caption" color="text.secondary">
        ISO 3758 symbols from the care instruction and the fibres
      </Typography>
    </Box>
  );
}
