import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function UploadIcon() {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M12 16V4M7 9l5-5 5 5" />
      <path d="M4 16v2a2 2 0 002 2h12a2 2 0 002-2v-2" />
    </svg>
  );
}

function formatBytes(n: number): string {
  return n > 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;
}

// Inside the drop zone: the chosen image (or its name and size), else the drop invitation.
export function DropZoneContent({
  file,
  preview,
  pending,
  dragOver,
  onBadImage,
}: {
  file: File | null;
  preview: string | null;
  pending: boolean;
  dragOver: boolean;
  /** the file is named like an image but does not load as one */
  onBadImage: () => void;
}) {
  return file ? (
    <Stack spacing={1.5} alignItems="center">
      {preview ? (
        <Box
          component="img"
          src={preview}
          alt="Selected design"
          // a file named like an image that is not one: no broken preview, the type message instead
          onError={onBadImage}
          sx={{
            maxHeight: 150,
            maxWidth: '100%',
            borderRadius: 2,
            boxShadow: '0 8px 20px -10px rgba(0,0,0,.35)',
            objectFit: 'contain',
          }}
        />
      ) : (
        <Box
          sx={{
            width: 64,
            height: 64,
            borderRadius: 2,
            bgcolor: '#EEF2FF',
            color: 'primary.main',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <UploadIcon />
        </Box>
      )}
      <Box>
        <Typography sx={{ fontWeight: 700, wordBreak: 'break-all' }}>{file.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatBytes(file.size)} · {pending ? 'uploading' : 'tap to choose a different image'}
        </Typography>
      </Box>
    </Stack>
  ) : (
    <Stack spacing={1.25} alignItems="center">
      <Box
        sx={{
          width: 56,
          height: 56,
          borderRadius: '16px',
          bgcolor: dragOver ? 'primary.main' : '#EEF2FF',
          color: dragOver ? '#fff' : 'primary.main',
          display: 'grid',
          placeItems: 'center',
          transition: 'all 150ms',
        }}
      >
        <UploadIcon />
      </Box>
      <Typography sx={{ fontWeight: 700, fontSize: 17 }}>
        {dragOver ? 'Drop to upload' : 'Drag & drop your garment image'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        or{' '}
        <Box component="span" sx={{ color: 'primary.main', fontWeight: 600 }}>
          tap to browse
        </Box>{' '}
        · JPG, PNG, HEIC up to 20MB
      </Typography>
    </Stack>
  );
}
