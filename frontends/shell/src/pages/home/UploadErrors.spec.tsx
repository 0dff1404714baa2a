import { describe, it, expect, beforeEach } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen } from '@testing-library/react';
import { UploadArea } from './UploadArea';
import { renderApp } from '../../test/render';

// upload errors sit beside their field (an invalid e-mail was only a toast); a file named like an image that
// is not one gets the file-type message instead of a broken preview.

const file = (name: string, type: string) => new File(['not really an image'], name, { type });

describe('upload area errors', () => {
  beforeEach(() => {
    (URL as unknown as { createObjectURL: () => string }).createObjectURL = () => 'blob:preview';
    (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => undefined;
  });

  it('an invalid e-mail is an error beside the field, and nothing is sent', () => {
    renderApp(<UploadArea onUploaded={() => undefined} />);
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [file('tee.jpg', 'image/jpeg')] },
    });
    const email = screen.getByLabelText('Email Address (for download link)');
    fireEvent.change(email, { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Tech Pack' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it('a renamed non-image: the preview fails, the file is dropped and the type message shows beside the drop area', () => {
    renderApp(<UploadArea onUploaded={() => undefined} />);
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [file('notes.jpg', 'image/jpeg')] },
    });
    fireEvent.error(screen.getByAltText('Selected design'));
    expect(screen.queryByAltText('Selected design')).not.toBeInTheDocument();
    expect(screen.getByTestId('file-error')).toHaveTextContent('Invalid File Type');
    expect(screen.getByRole('button', { name: 'Generate Tech Pack' })).toBeDisabled();
  });
});
