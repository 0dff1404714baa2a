import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAppStore, initAuth, theme, Toaster } from '@techpack/web-shared';
import { App } from './App';
import { AppErrorBoundary } from './components/ErrorScreen';
import { ensureViewportMeta } from './lib/viewport';

ensureViewportMeta();
const store = createAppStore();
void initAuth(store.dispatch);

createRoot(document.getElementById('root')!, {
  // A remote that is not deployed is handled by its boundary (fallback panel); it is not an application error.
  onCaughtError: (error, info) => {
    if ((error as Error)?.name === 'RemoteUnavailableError') console.warn((error as Error).message);
    else console.error(error, info.componentStack);
  },
}).render(
  <StrictMode>
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <AppErrorBoundary>
          <App />
        </AppErrorBoundary>
        <Toaster />
      </ThemeProvider>
    </Provider>
  </StrictMode>,
);
