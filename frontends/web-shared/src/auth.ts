import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api';
import { apiRequest } from './http';
import { clearStoredSession, readStoredSession, storeSession, type SessionUser } from './session';

export interface AuthState {
  user: SessionUser | null;
  token: string | null;
  // Starts true; becomes false once the stored session has been checked (spec section 4).
  isLoading: boolean;
}

const initialState: AuthState = { user: null, token: null, isLoading: true };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; user: SessionUser }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.isLoading = false;
    },
    signedOut(state) {
      state.token = null;
      state.user = null;
      state.isLoading = false;
    },
  },
});

export const { signedIn, signedOut } = authSlice.actions;

type Dispatch = (action: unknown) => unknown;

// Startup: restore the stored session and check it with GET /api/auth/me; clear it when the check fails or throws.
export async function initAuth(dispatch: Dispatch): Promise<void> {
  const { token, user } = readStoredSession();
  if (!token || !user) {
    clearStoredSession();
    dispatch(signedOut());
    return;
  }
  try {
    await apiRequest('/api/auth/me', { token });
    dispatch(signedIn({ token, user }));
  } catch (e) {
    const status = (e as { status?: unknown })?.status;
    if (typeof status !== 'number') console.error('Auth initialization failed', e);
    clearStoredSession();
    dispatch(signedOut());
  }
}

export interface UseAuth extends AuthState {
  isAuthenticated: boolean;
  login(token: string, user: SessionUser): void;
  logout(): void;
}

export function useAuth(): UseAuth {
  const state = useSelector((s: { auth: AuthState }) => s.auth);
  const dispatch = useDispatch();
  const login = useCallback(
    (token: string, user: SessionUser) => {
      storeSession(token, user);
      dispatch(signedIn({ token, user }));
    },
    [dispatch],
  );
  const logout = useCallback(() => {
    clearStoredSession();
    dispatch(signedOut());
    // Nothing of the previous user's data stays cached.
    dispatch(api.util.resetApiState());
  }, [dispatch]);
  return { ...state, isAuthenticated: !!state.user && !!state.token, login, logout };
}
