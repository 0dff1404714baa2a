import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { createAppStore, initAuth, theme, Toaster } from '@techpack/web-shared';
import { App } from './App';
import { AppErrorBoundary } from './components/ErrorScreen';
import { ensureViewportMeta } from './lib/viewport';

ensureViewportMeta();
const store = createAppStore();
void initAuth(store.dispatch);

createRoot(document.getElementById('root')!).render(
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
