import { alpha, createTheme } from '@mui/material/styles';

// A calm, editorial product look: ink text on warm-neutral paper, one confident indigo accent.
const ink = '#111827';
const accent = '#4F46E5';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: accent, dark: '#4338CA', light: '#818CF8', contrastText: '#fff' },
    secondary: { main: ink, contrastText: '#fff' },
    error: { main: '#DC2626' },
    // Text-safe tones: at least 4.5:1 on white and on the page background (chips, badges, captions).
    success: { main: '#047857', dark: '#065F46' },
    warning: { main: '#B45309', dark: '#92400E' },
    background: { default: '#F7F7F8', paper: '#FFFFFF' },
    text: { primary: ink, secondary: '#4B5563' },
    divider: '#E5E7EB',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.035em', lineHeight: 1.05 },
    h2: { fontWeight: 800, letterSpacing: '-0.03em', lineHeight: 1.1 },
    h3: { fontWeight: 750, letterSpacing: '-0.025em' },
    h4: { fontWeight: 750, letterSpacing: '-0.02em' },
    h5: { fontWeight: 700, letterSpacing: '-0.01em' },
    h6: { fontWeight: 700 },
    subtitle1: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
        '::selection': { background: alpha(accent, 0.18) },
        // A visible focus ring for keyboard users on every control that is not a text field.
        'a:focus-visible, [role="button"]:focus-visible, [tabindex]:not(input):not(textarea):focus-visible, summary:focus-visible':
          {
            outline: `3px solid ${accent}`,
            outlineOffset: 2,
          },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `3px solid ${accent}`, outlineOffset: 2 } },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 10, paddingInline: 18, minHeight: 40 },
        sizeLarge: { minHeight: 48, paddingInline: 24, fontSize: '1rem' },
        containedPrimary: {
          boxShadow: `0 1px 0 ${alpha('#fff', 0.2)} inset, 0 6px 16px -6px ${alpha(accent, 0.6)}`,
        },
        outlined: { borderColor: '#D1D5DB' },
      },
    },
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: { outlined: { borderColor: '#E5E7EB' } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 16, borderColor: '#E5E7EB' } },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          borderRadius: 10,
          backgroundColor: '#fff',
          '& .MuiOutlinedInput-notchedOutline': { borderColor: '#D1D5DB' },
        },
      },
    },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
    MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300 } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
