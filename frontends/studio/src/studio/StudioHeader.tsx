import { Box, Button, Chip, CircularProgress, Typography } from '@mui/material';
import { SaveOutlinedIcon, AutorenewIcon } from '../lib/icons';
import { FieldValidityContext } from './fields';
import { StyleNameField } from './StyleNameField';

export interface StudioHeaderProps {
  /** the save state in words, shown in the chip beside the title */
  saveLabel: string;
  dirty: boolean;
  saving: boolean;
  regenerating: boolean;
  /** Save and Update PDF wait (a save or update running, or a field holding an invalid value) */
  busy: boolean;
  hasInvalid: boolean;
  styleName: string;
  onStyleNameChange: (styleName: string) => void;
  reportValidity: (key: string, ok: boolean) => void;
  onRegenerate: () => void;
  onSave: () => void;
}

/** The studio's title with its save state, the style name, and the Update PDF and Save buttons. */
export function StudioHeader({
  saveLabel,
  dirty,
  saving,
  regenerating,
  busy,
  hasInvalid,
  styleName,
  onStyleNameChange,
  reportValidity,
  onRegenerate,
  onSave,
}: StudioHeaderProps) {
  return (
    <Box
      sx={{
        px: { xs: 2, sm: 3 },
        pt: { xs: 2, sm: 2.5 },
        pb: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="h6"
          component="h2"
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            columnGap: 1,
            fontSize: { xs: '1.1rem', sm: '1.25rem' },
          }}
        >
          Design Customization Studio
          <Chip
            size="small"
            variant="outlined"
            role="status"
            data-testid="save-state"
            label={saveLabel}
            sx={{
              height: 22,
              fontWeight: 600,
              color: dirty || saving ? 'warning.dark' : 'success.dark',
              borderColor: dirty || saving ? 'warning.dark' : 'success.dark',
            }}
          />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Refine measurements, fabric, colours and branding. Save to keep them; update the PDF to share them.
        </Typography>
        <FieldValidityContext.Provider value={reportValidity}>
          <StyleNameField value={styleName} onChange={onStyleNameChange} />
        </FieldValidityContext.Provider>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
        <Button
          variant="outlined"
          onClick={onRegenerate}
          disabled={busy}
          startIcon={regenerating ? <CircularProgress size={16} /> : <AutorenewIcon />}
          sx={{ flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap', px: { xs: 1.5, sm: 2.25 } }}
        >
          {regenerating ? 'Updating PDF…' : 'Update PDF'}
        </Button>
        <Button
          variant="contained"
          onClick={onSave}
          disabled={busy}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveOutlinedIcon />}
          sx={{ flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap', px: { xs: 1.5, sm: 2.25 } }}
        >
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
        {hasInvalid && (
          <Typography
            variant="caption"
            color="error"
            role="status"
            sx={{ width: '100%', textAlign: { sm: 'right' } }}
          >
            Fix the highlighted value to save.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
