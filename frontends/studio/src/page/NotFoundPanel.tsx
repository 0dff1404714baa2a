import { Button, Paper, Typography } from '@mui/material';
import { linkProps } from '@techpack/web-shared';
import { ArrowBackIcon, SearchOffIcon } from '../lib/icons';

// What a style's page shows when the pack does not exist or is not the designer's (the viewer's page and the
// workspace): a file of its own, so the workspace does not load the viewer to show it.
export function NotFoundPanel() {
  return (
    <Paper
      variant="outlined"
      sx={{
        borderRadius: 4,
        p: { xs: 3, sm: 6 },
        textAlign: 'center',
        maxWidth: 560,
        mx: 'auto',
        mt: { xs: 2, sm: 6 },
      }}
    >
      <SearchOffIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography variant="h5" component="h1" sx={{ mt: 1, fontWeight: 800 }}>
        Tech Pack Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        The tech pack you're looking for doesn't exist or you don't have access to it.
      </Typography>
      <Button variant="contained" startIcon={<ArrowBackIcon />} {...linkProps('/designs')} component="a">
        Back to Designs
      </Button>
    </Paper>
  );
}
