import {
  Box,
  Chip,
  MenuItem,
  Paper,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import {
  designerTexts,
  LANGUAGE_NAMES,
  PDF_LANGUAGES,
  type DesignerTextSource,
  type PdfLanguage,
} from '@techpack/catalog';
import { toast } from '@techpack/web-shared';
import type { StudioTechPack } from '../lib/types';
import { serverMessage } from '../lib/errors';
import { useUpdateTechPackMutation } from '../api/techpack.api';

// The language toggle of the tech-pack page: English, or the pack in English and a factory language (the PDF preview
// follows); the factory language saved with the pack is the one a share link and a sample order send. While a
// factory language is shown, the designer's own words (never translated) are listed, highlighted, so they can write
// them in both languages if they wish.
const SHORT: Record<PdfLanguage, string> = { en: 'English', 'zh-Hans': '中文', vi: 'Tiếng Việt' };

export interface FactoryLanguageBarProps {
  techPack: StudioTechPack;
  lang: PdfLanguage;
  onLang: (lang: PdfLanguage) => void;
}

export function FactoryLanguageBar({ techPack, lang, onLang }: FactoryLanguageBarProps) {
  const [update, { isLoading }] = useUpdateTechPackMutation();
  const saved = (techPack as { factoryLanguage?: PdfLanguage }).factoryLanguage ?? 'en';
  const original = useMemo(() => {
    try {
      return [...designerTexts(techPack as unknown as DesignerTextSource)];
    } catch {
      return [];
    }
  }, [techPack]);
  const save = async (value: PdfLanguage) => {
    try {
      await update({ id: techPack.id, body: { factoryLanguage: value } }).unwrap();
      toast({
        title: 'Factory language saved',
        description:
          value === 'en'
            ? 'Shares and sample orders send the English pack.'
            : `Shares and sample orders send English + ${LANGUAGE_NAMES[value]}.`,
      });
      onLang(value);
    } catch (e) {
      toast({
        title: 'Not saved',
        description: serverMessage(e) ?? 'Could not save the factory language',
        variant: 'destructive',
      });
    }
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, borderRadius: 3, display: 'grid', gap: 1 }}
      data-testid="factory-language"
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={lang}
          onChange={(_, v: PdfLanguage | null) => v && onLang(v)}
          aria-label="Preview language"
        >
          {PDF_LANGUAGES.map((l) => (
            // the name starts with the button's own text (the language's own name), then its English name
            <ToggleButton
              key={l}
              value={l}
              aria-label={SHORT[l] === LANGUAGE_NAMES[l] ? undefined : `${SHORT[l]}, ${LANGUAGE_NAMES[l]}`}
            >
              {SHORT[l]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label="Factory language"
          value={saved}
          disabled={isLoading}
          onChange={(e) => void save(e.target.value as PdfLanguage)}
          sx={{ minWidth: 220 }}
          helperText="Sent with share links and sample orders"
        >
          {PDF_LANGUAGES.map((l) => (
            <MenuItem key={l} value={l}>
              {l === 'en' ? 'English only' : `English + ${LANGUAGE_NAMES[l]}`}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {lang !== 'en' && (
        <Box
          sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', alignItems: 'center' }}
          data-testid="untranslated"
        >
          <Typography variant="body2" color="text.secondary">
            {original.length
              ? 'Printed as you wrote it, marked "original text" (not translated):'
              : 'Everything on these pages is in both languages.'}
          </Typography>
          {original.map((t) => (
            <Tooltip
              key={t}
              title="Written by you: never translated. Write it in both languages if you wish."
            >
              <Chip
                size="small"
                label={t.length > 60 ? `${t.slice(0, 57)}...` : t}
                sx={{ bgcolor: '#FFE8B3', color: '#5A3B00' }}
              />
            </Tooltip>
          ))}
        </Box>
      )}
    </Paper>
  );
}
