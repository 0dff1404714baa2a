import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { UNSAVED_CHANGES_MESSAGE, type useUnsavedChangesGuard } from '@techpack/web-shared';

// Asked when an in-app navigation would leave unsaved studio edits behind.
export function UnsavedChangesDialog({ guard }: { guard: ReturnType<typeof useUnsavedChangesGuard> }) {
  return (
    <Dialog open={guard.pending !== null} onClose={guard.stay} aria-labelledby="unsaved-title">
      <DialogTitle id="unsaved-title">Unsaved changes</DialogTitle>
      <DialogContent>
        <DialogContentText>{UNSAVED_CHANGES_MESSAGE}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={guard.leave} color="error">
          Leave without saving
        </Button>
        <Button variant="contained" onClick={guard.stay} autoFocus>
          Stay and keep editing
        </Button>
      </DialogActions>
    </Dialog>
  );
}
