import { describe, it, expect, beforeEach } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { UploadArea } from './UploadArea';
import { renderApp } from '../../test/render';
import { UPLOAD_MESSAGES as SERVER } from '@techpack/contracts';
import { uploadErrorText } from '../../lib/validation';

const file = (name: string, type: string, size = 1000) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

function pick(f: File) {
  fireEvent.change(screen.getByTestId('file-input'), { target: { files: [f] } });
}

describe('upload area', () => {
  beforeEach(() => {
    (URL as unknown as { createObjectURL: () => string }).createObjectURL = () => 'blob:preview';
    (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => undefined;
  });

  it('prefills the email, defaults the size to M and disables Generate without a file', () => {
    renderApp(<UploadArea onUploaded={() => undefined} />);
    expect(screen.getByLabelText('Email Address (for download link)')).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Size M' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Generate Tech Pack' })).toBeDisabled();
  });

  it('a kids size range offers ages 2Y-14Y with 8Y as the sample size', () => {
    renderApp(<UploadArea onUploaded={() => undefined} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Size range (optional)' }));
    fireEvent.click(screen.getByRole('option', { name: 'Kids (2Y-14Y)' }));
    expect(screen.getByRole('button', { name: 'Size 8Y' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Size 2Y' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Size M' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Fit (optional)' })).toBeInTheDocument();
  });

  it('rejects a non-image file', async () => {
    renderApp(<UploadArea onUploaded={() => undefined} />);
    pick(file('notes.pdf', 'application/pdf'));
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(screen.getByText('Please upload only image files (JPG, PNG, HEIC)')).toBeInTheDocument();
  });

  it('accepts HEIC by name even without a MIME type', () => {
    renderApp(<UploadArea onUploaded={() => undefined} />);
    pick(file('photo.HEIC', ''));
    expect(screen.getByText('photo.HEIC')).toBeInTheDocument();
    expect(screen.queryByText('Invalid File Type')).not.toBeInTheDocument();
  });

  it('rejects a file over 20MB', async () => {
    renderApp(<UploadArea onUploaded={() => undefined} />);
    pick(file('big.jpg', 'image/jpeg', 20 * 1024 * 1024 + 1));
    expect(await screen.findByText('File Too Large')).toBeInTheDocument();
    expect(screen.getByText('Please upload images smaller than 20MB')).toBeInTheDocument();
  });

  it('asks for the email before uploading', async () => {
    renderApp(<UploadArea onUploaded={() => undefined} />);
    pick(file('shirt.png', 'image/png'));
    fireEvent.change(screen.getByLabelText('Email Address (for download link)'), {
      target: { value: '   ' },
    });
    fireEvent.submit(screen.getByRole('form', { name: 'Upload a design' }));
    expect(await screen.findByText('Email Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
  });

  it('asks for a file before uploading', async () => {
    renderApp(<UploadArea onUploaded={() => undefined} />);
    fireEvent.submit(screen.getByRole('form', { name: 'Upload a design' }));
    expect(await screen.findByText('No File Selected')).toBeInTheDocument();
    expect(screen.getByText('Please select an image to upload')).toBeInTheDocument();
  });

  it('highlights the drop zone while dragging', () => {
    renderApp(<UploadArea onUploaded={() => undefined} />);
    const zone = screen.getByTestId('drop-zone');
    fireEvent.dragEnter(zone);
    expect(zone).toHaveAttribute('data-drag-over', 'true');
    expect(within(zone).getByText('Drop to upload')).toBeInTheDocument();
    fireEvent.dragLeave(zone);
    expect(zone).toHaveAttribute('data-drag-over', 'false');
  });

  it("an upload the service refuses shows the service's own words; one that never reached it, the spec's default", () => {
    // what POST /api/upload answers in its message (the contract's constants): shown as the service words it
    const refusals = [
      SERVER.noFile,
      SERVER.invalidType,
      SERVER.tooLarge,
      SERVER.emailRequired,
      SERVER.unsupportedGarment,
      SERVER.timeout,
    ];
    expect(refusals.map((m) => uploadErrorText(m))).toEqual(refusals);
    // no answer (the network failed): the spec's words
    expect(uploadErrorText(undefined)).toBe('Failed to upload and analyze image');
  });
});
