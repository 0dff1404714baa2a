import { Box, Chip, Typography } from '@mui/material';
import { styleNameOf } from '@techpack/web-shared';
import type { StudioTechPack } from '../lib/types';
import { confidenceColour, formatConfidence, formatDate, humanize } from '../lib/format';
import { KeyFigures } from './KeyFigures';
import { useState } from 'react';
import type { PdfLanguage } from '@techpack/catalog';
import { pdfFileName } from '@techpack/contracts';
import { PdfPreview, type PdfPreviewProps } from './PdfPreview';
import { FactoryLanguageBar } from './FactoryLanguageBar';
import { ReferenceImage } from './ReferenceImage';

export interface TechPackViewerProps {
  techPack: StudioTechPack;
  // Hooks for tests and for hosts that render the PDF elsewhere.
  pdf?: Pick<PdfPreviewProps, 'loadPdf' | 'fetchPdf'>;
  showPdf?: boolean;
}

export function ViewerHeader({ techPack }: { techPack: StudioTechPack }) {
  const a = techPack.aiAnalysis;
  const garment = humanize(a?.garmentType ?? techPack.upload?.garmentType ?? 'Garment');
  const name = styleNameOf(techPack);
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: { xs: 'flex-start', sm: 'center' }, minWidth: 0 }}>
      <ReferenceImage
        filename={techPack.upload?.filename}
        alt={`${name}: reference photo`}
        sx={{
          width: { xs: 64, sm: 88 },
          height: { xs: 64, sm: 88 },
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          flexShrink: 0,
          bgcolor: 'grey.100',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4 }}>
          {techPack.styleNumber ? `Style ${techPack.styleNumber}` : 'Tech pack'}
          {techPack.season ? ` · ${techPack.season}` : ''}
        </Typography>
        <Typography
          variant="h5"
          component="h2"
          sx={{ fontWeight: 800, lineHeight: 1.2, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
        >
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {garment} tech pack
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 0.75, alignItems: 'center' }}>
          {a?.silhouette && <Chip size="small" label={humanize(a.silhouette)} />}
          {a?.styleCategory && <Chip size="small" label={humanize(a.styleCategory)} />}
          {typeof a?.confidence === 'number' && (
            <Chip
              size="small"
              color={confidenceColour(a.confidence)}
              variant="outlined"
              label={`${formatConfidence(a.confidence)} confidence`}
            />
          )}
          {a?.garmentTypeDetected === false && techPack.provenance?.['aiAnalysis.garmentType'] !== 'user' && (
            <Chip size="small" color="warning" label="Type estimated: confirm" />
          )}
          <Typography variant="caption" color="text.secondary">
            Generated {formatDate(techPack.generatedAt ?? techPack.createdAt)}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}

// Key figures (first 6 measurements, 3 materials, 4 colours, estimate, timeline) and the PDF preview.
export default function TechPackViewer({ techPack, pdf, showPdf = true }: TechPackViewerProps) {
  const [lang, setLang] = useState<PdfLanguage>('en');
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <ViewerHeader techPack={techPack} />
      <KeyFigures techPack={techPack} />
      {showPdf && <FactoryLanguageBar techPack={techPack} lang={lang} onLang={setLang} />}
      {showPdf && (
        <PdfPreview
          lang={lang === 'en' ? undefined : lang}
          techPackId={techPack.id}
          version={techPack.updatedAt ?? techPack.pdfPath ?? undefined}
          fileName={pdfFileName(techPack, { lang })}
          height="min(78vh, 900px)"
          {...pdf}
        />
      )}
    </Box>
  );
}
