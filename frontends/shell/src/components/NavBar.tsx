import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { linkProps, navigate, useAuth, userLabel, useRoute } from '@techpack/web-shared';
import { Brand } from './Brand';
import { NotificationBell } from './NotificationBell';

// Spec: the mobile slide-out menu entries. Anchors point at sections of the home page or real routes.
export const MOBILE_MENU: { label: string; to: string }[] = [
  { label: 'Home', to: '/' },
  { label: 'Your Designs', to: '/designs' },
  { label: 'Upload Design', to: '/#upload' },
  { label: 'Chat with Manufacturer', to: '/chat' },
  { label: 'Features', to: '/#features' },
  { label: 'Sample Orders', to: '/orders' },
  { label: 'Order Tracking', to: '/orders' },
  { label: 'Sizing', to: '/sizing' },
  { label: 'Customer Support', to: '/support' },
  { label: 'Contact', to: '/support#contact' },
];

function MenuIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden
    >
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function NavBar() {
  const { user, logout } = useAuth();
  const { path } = useRoute();
  const [open, setOpen] = useState(false);
  const label = userLabel(user);
  const onLogout = () => {
    logout();
    navigate('/');
  };
  const navLink = (to: string, text: string) => (
    <Button
      component="a"
      {...linkProps(to)}
      color="inherit"
      sx={{ color: path === to ? 'text.primary' : 'text.secondary', fontWeight: path === to ? 700 : 600 }}
    >
      {text}
    </Button>
  );

  return (
    <AppBar
      position="sticky"
      sx={{
        bgcolor: 'rgba(255,255,255,.82)',
        backdropFilter: 'saturate(180%) blur(12px)',
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Toolbar
        sx={{
          maxWidth: 1200,
          width: '100%',
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          gap: 1,
          minHeight: { xs: 60, sm: 68 },
        }}
      >
        <Brand />
        <Box sx={{ flex: 1 }} />
        <Stack
          component="nav"
          aria-label="Main"
          direction="row"
          spacing={0.5}
          alignItems="center"
          sx={{ display: { xs: 'none', md: 'flex' } }}
        >
          {navLink('/designs', 'Projects')}
          {navLink('/orders', 'Orders')}
          {navLink('/chat', 'Chat')}
          {navLink('/sizing', 'Sizing')}
          <Divider orientation="vertical" flexItem sx={{ mx: 1.5, my: 1.5 }} />
          <Stack direction="row" spacing={1} alignItems="center" sx={{ pr: 1 }}>
            <Avatar sx={{ width: 30, height: 30, fontSize: 14, fontWeight: 700, bgcolor: 'primary.main' }}>
              {label.slice(0, 1).toUpperCase()}
            </Avatar>
            <Typography
              variant="body2"
              sx={{
                fontWeight: 600,
                maxWidth: 160,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
              data-testid="user-label"
            >
              {label}
            </Typography>
          </Stack>
          <Tooltip title="Sign out" describeChild>
            <Button variant="outlined" size="small" onClick={onLogout} sx={{ minHeight: 34 }}>
              Logout
            </Button>
          </Tooltip>
        </Stack>
        <NotificationBell />
        <IconButton aria-label="Open menu" onClick={() => setOpen(true)} sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}
      >
        <Box sx={{ p: 2.5, display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar sx={{ width: 36, height: 36, fontWeight: 700, bgcolor: 'primary.main' }}>
            {label.slice(0, 1).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {label}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {user?.email}
            </Typography>
          </Box>
        </Box>
        <Divider />
        <List component="nav" aria-label="Menu" sx={{ px: 1 }}>
          {MOBILE_MENU.map((item) => (
            <ListItemButton
              key={item.label}
              component="a"
              {...linkProps(item.to, () => setOpen(false))}
              sx={{ borderRadius: 2 }}
            >
              <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
            </ListItemButton>
          ))}
        </List>
        <Box sx={{ flex: 1 }} />
        <Box sx={{ p: 2 }}>
          <Button fullWidth variant="outlined" onClick={onLogout}>
            Logout
          </Button>
        </Box>
      </Drawer>
    </AppBar>
  );
}
