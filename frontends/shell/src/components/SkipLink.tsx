import Box from '@mui/material/Box';

// "Skip to content": the first thing a keyboard reaches on every page, shown when focused; it moves focus to the page's
// main region (#main-content, else the first <main>) past the app bar and its menus.
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main-content"
      onClick={(e: React.MouseEvent<HTMLAnchorElement>) => {
        const main = document.getElementById('main-content') ?? document.querySelector('main');
        if (!main) return;
        e.preventDefault();
        if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
        main.focus();
        main.scrollIntoView?.({ block: 'start' });
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: '#111827',
        color: '#FFFFFF',
        fontWeight: 700,
        textDecoration: 'underline',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: '3px solid #93C5FD' },
      }}
    >
      Skip to content
    </Box>
  );
}
