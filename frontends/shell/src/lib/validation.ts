import { PASSWORD_MIN_LENGTH, UPLOAD_LIMITS } from '@techpack/catalog';

// Spec section 5 messages, exactly.
export const AUTH_MESSAGES = {
  email: 'Please enter a valid email',
  password: 'Password must be at least 6 characters',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  confirmPassword: "Passwords don't match",
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_PATTERN = EMAIL;

export interface AuthForm {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  confirmPassword: string;
}

export type AuthErrors = Partial<Record<keyof AuthForm, string>>;

export function validateAuth(mode: 'signin' | 'signup', f: AuthForm): AuthErrors {
  const e: AuthErrors = {};
  if (mode === 'signup') {
    if (!f.firstName.trim()) e.firstName = AUTH_MESSAGES.firstName;
    if (!f.lastName.trim()) e.lastName = AUTH_MESSAGES.lastName;
  }
  if (!EMAIL.test(f.email.trim())) e.email = AUTH_MESSAGES.email;
  if (f.password.length < PASSWORD_MIN_LENGTH) e.password = AUTH_MESSAGES.password;
  if (mode === 'signup' && f.confirmPassword !== f.password)
    e.confirmPassword = AUTH_MESSAGES.confirmPassword;
  return e;
}

export const UPLOAD_MESSAGES = {
  invalidType: { title: 'Invalid File Type', description: 'Please upload only image files (JPG, PNG, HEIC)' },
  tooLarge: { title: 'File Too Large', description: 'Please upload images smaller than 20MB' },
  emailRequired: { title: 'Email Required', description: 'Please enter your email address' },
  noFile: { title: 'No File Selected', description: 'Please select an image to upload' },
} as const;

export function isAcceptedImage(file: Pick<File, 'name' | 'type'>): boolean {
  const type = (file.type || '').toLowerCase();
  const name = (file.name || '').toLowerCase();
  return (
    type.startsWith('image/') || /\.(heic|heif)$/.test(name) || type.includes('heic') || type.includes('heif')
  );
}

// File check when a file is picked or dropped: type first, then size.
export function fileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
): (typeof UPLOAD_MESSAGES)[keyof typeof UPLOAD_MESSAGES] | null {
  if (!isAcceptedImage(file)) return UPLOAD_MESSAGES.invalidType;
  if (file.size > UPLOAD_LIMITS.maxBytes) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

// Check before sending: email, then file.
export function submitProblem(
  file: File | null,
  email: string,
): (typeof UPLOAD_MESSAGES)[keyof typeof UPLOAD_MESSAGES] | null {
  if (!email.trim()) return UPLOAD_MESSAGES.emailRequired;
  if (!file) return UPLOAD_MESSAGES.noFile;
  return fileProblem(file);
}

// Spec section 8: upload failure text.
export function uploadErrorText(serverMessage: string | undefined): string {
  if (!serverMessage) return 'Failed to upload and analyze image';
  if (serverMessage.includes('No file uploaded')) return 'Please select an image file to upload';
  if (serverMessage.includes('Only image files')) return 'Please upload only image files (JPG, PNG, HEIC)';
  return serverMessage;
}
