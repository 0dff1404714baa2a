// Icon paths from @mui/icons-material drawn with the shared SvgIcon: the icons package deep-imports MUI
// internals that are not federation singletons, which would load a second MUI copy in this remote.
import { SvgIcon, type SvgIconProps } from '@mui/material';

function icon(name: string, d: string) {
  const C = (props: SvgIconProps) => (
    <SvgIcon data-testid={`${name}Icon`} {...props}>
      <path d={d} />
    </SvgIcon>
  );
  C.displayName = `${name}Icon`;
  return C;
}

export const CloseIcon = icon(
  'Close',
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
);
export const SendIcon = icon('Send', 'M2.01 21 23 12 2.01 3 2 10l15 2-15 2z');
export const ChatIcon = icon(
  'ChatBubbleOutline',
  'M20 2H4c-1.1 0-2 .9-2 2v18l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m0 14H6l-2 2V4h16z',
);
