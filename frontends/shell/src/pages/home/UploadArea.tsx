import { useEffect, useRef, useState, type DragEvent, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_SIZE, type SizeRange } from '@techpack/catalog';
import { toast, useAuth, type UploadResponse } from '@techpack/web-shared';
import { ANALYSIS_STAGES, uploadDesign } from '../../lib/upload';
import {
  AUTH_MESSAGES,
  EMAIL_PATTERN,
  fileProblem,
  submitProblem,
  UPLOAD_MESSAGES,
} from '../../lib/validation';
import { DropZoneContent } from './DropZoneContent';
import { GarmentOptionsFields } from './GarmentOptionsFields';
import { UploadProgress, type Phase } from './UploadProgress';

export interface UploadAreaProps {
  onUploaded(result: UploadResponse): void;
}

export function UploadArea({ onUploaded }: UploadAreaProps) {
  const { user } = useAuth();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [email, setEmail] = useState(user?.email ?? '');
  const [garmentType, setGarmentType] = useState('');
  const [size, setSize] = useState<string>(DEFAULT_SIZE);
  // optional: the server takes the range from the garment type and the fit from the silhouette when these are empty
  const [sizeRange, setSizeRange] = useState<SizeRange | ''>('');
  const [fit, setFit] = useState('');
  const [dragOver, setDragOver] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  // errors beside their field (an invalid e-mail was only a toast; a renamed non-image showed a broken preview)
  const [emailError, setEmailError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const pending = phase.kind !== 'idle';

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function' || /\.(heic|heif)$/i.test(file.name)) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // Analysis stages advance while the server works (it answers once, at the end).
  useEffect(() => {
    if (phase.kind !== 'analyzing') return;
    const t = setTimeout(
      () =>
        setPhase((p) =>
          p.kind === 'analyzing' && p.stage < ANALYSIS_STAGES.length - 1
            ? { kind: 'analyzing', stage: p.stage + 1 }
            : p,
        ),
      1800,
    );
    return () => clearTimeout(t);
  }, [phase]);

  // Only the first file is used.
  const pick = (files: FileList | null | undefined) => {
    const f = files?.[0];
    if (!f) return;
    const problem = fileProblem(f);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      setFileError(`${problem.title}: ${problem.description}`);
      return;
    }
    setFileError(null);
    setFile(f);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragOver(false);
    if (!pending) pick(e.dataTransfer?.files);
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (pending) return;
    const problem = submitProblem(file, email);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      if (problem === UPLOAD_MESSAGES.emailRequired)
        setEmailError('Enter the address the download link goes to');
      else setFileError(`${problem.title}: ${problem.description}`);
      return;
    }
    if (!EMAIL_PATTERN.test(email.trim())) {
      setEmailError(AUTH_MESSAGES.email);
      return;
    }
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const { promise } = uploadDesign(
        {
          image: file!,
          email: email.trim(),
          garmentType,
          selectedSize: size,
          ...(sizeRange ? { sizeRange } : {}),
          ...(fit ? { fit } : {}),
        },
        {
          onProgress: (percent) =>
            setPhase((p) => (p.kind === 'uploading' ? { kind: 'uploading', percent } : p)),
          onUploaded: () => setPhase({ kind: 'analyzing', stage: 0 }),
        },
      );
      const result = await promise;
      setFile(null);
      if (input.current) input.current.value = '';
      toast({
        title: 'Upload Successful!',
        description:
          (result.message ?? '').replace(/^Upload Successful!\s*/i, '') || 'Your tech pack is ready.',
      });
      onUploaded(result);
    } catch (err) {
      toast({
        title: 'Upload Failed',
        description: err instanceof Error ? err.message : 'Failed to upload and analyze image',
        variant: 'destructive',
      });
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4, boxShadow: '0 24px 48px -28px rgba(17,24,39,.25)' }}
      aria-label="Upload a design"
    >
      <Box
        role="button"
        tabIndex={0}
        // named by what it shows (the invitation to drop or browse, or the chosen file), as it is read and spoken
        data-testid="drop-zone"
        data-drag-over={dragOver ? 'true' : 'false'}
        onClick={() => !pending && input.current?.click()}
        onKeyDown={(e) => {
          if ((e.key === 'Enter' || e.key === ' ') && !pending) {
            e.preventDefault();
            input.current?.click();
          }
        }}
        onDragEnter={(e) => {
          e.preventDefault();
          setDragOver(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          if (!dragOver) setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        sx={{
          cursor: pending ? 'default' : 'pointer',
          borderRadius: 3,
          border: '2px dashed',
          borderColor: dragOver ? 'primary.main' : '#D1D5DB',
          bgcolor: dragOver ? 'rgba(79,70,229,.06)' : '#FAFAFB',
          transform: dragOver ? 'scale(1.01)' : 'none',
          transition: 'all 150ms ease',
          p: { xs: 3, sm: 4 },
          minHeight: 200,
          display: 'grid',
          placeItems: 'center',
          textAlign: 'center',
          outline: 'none',
          '&:hover, &:focus-visible': { borderColor: 'primary.main' },
        }}
      >
        <DropZoneContent
          file={file}
          preview={preview}
          pending={pending}
          dragOver={dragOver}
          onBadImage={() => {
            setFile(null);
            setFileError(`${UPLOAD_MESSAGES.invalidType.title}: ${UPLOAD_MESSAGES.invalidType.description}`);
          }}
        />
        <input
          ref={input}
          type="file"
          accept="image/*,.heic,.heif"
          hidden
          data-testid="file-input"
          onChange={(e) => pick(e.target.files)}
          onClick={(e) => e.stopPropagation()}
        />
      </Box>

      {fileError && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }} data-testid="file-error">
          {fileError}
        </Typography>
      )}
      <Stack spacing={2} sx={{ mt: 2.5 }}>
        <TextField
          label="Email Address (for download link)"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setEmailError(null);
          }}
          disabled={pending}
          error={!!emailError}
          helperText={emailError}
        />
        <GarmentOptionsFields
          pending={pending}
          garmentType={garmentType}
          setGarmentType={setGarmentType}
          size={size}
          setSize={setSize}
          sizeRange={sizeRange}
          setSizeRange={setSizeRange}
          fit={fit}
          setFit={setFit}
        />

        {phase.kind !== 'idle' && <UploadProgress phase={phase} />}

        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={pending || !file || !email}
          fullWidth
        >
          {pending ? 'Analyzing...' : 'Generate Tech Pack'}
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          Tech packs are free and unlimited.
        </Typography>
      </Stack>
    </Paper>
  );
}
