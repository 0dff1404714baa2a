import { MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { LANGUAGE_NAMES, PDF_LANGUAGES, type PdfLanguage } from '@techpack/catalog';
import { toast } from '@techpack/web-shared';
import { adminErrorMessage, adminFetch } from './admin.http';

// The manufacturing partner's own language, kept by the orders service (GET / PUT /api/manufacturer/settings): the
// language of a pack the partner opens when the pack sets none, and what a sample order of such a pack records.
export function PartnerLanguage() {
  const [language, setLanguage] = useState<PdfLanguage | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    let live = true;
    adminFetch('/api/manufacturer/settings')
      .then((r) => r.json() as Promise<{ language: PdfLanguage }>)
      .then((s) => live && setLanguage(s.language))
      .catch(() => live && setLanguage('en'));
    return () => {
      live = false;
    };
  }, []);
  const save = async (value: PdfLanguage) => {
    const before = language;
    setLanguage(value);
    setSaving(true);
    try {
      await adminFetch('/api/manufacturer/settings', { method: 'PUT', body: { language: value } });
      toast({
        title: 'Partner language saved',
        description:
          value === 'en'
            ? 'The partner opens packs in English.'
            : `The partner opens packs in English + ${LANGUAGE_NAMES[value]}.`,
      });
    } catch (e) {
      setLanguage(before);
      toast({
        title: 'Not saved',
        description: adminErrorMessage(e, 'Could not save the partner language'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="partner-language">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <TextField
          select
          size="small"
          label="Partner language"
          value={language ?? ''}
          disabled={language === null || saving}
          onChange={(e) => void save(e.target.value as PdfLanguage)}
          sx={{ minWidth: 240 }}
        >
          {PDF_LANGUAGES.map((l) => (
            <MenuItem key={l} value={l}>
              {l === 'en' ? 'English only' : `English + ${LANGUAGE_NAMES[l]}`}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          The manufacturing partner&apos;s own language: packs it opens, and sample orders of packs with no
          factory language of their own, are printed in it.
        </Typography>
      </Stack>
    </Paper>
  );
}
