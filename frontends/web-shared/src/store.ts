import { combineSlices, configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import { api } from './api';
import { authSlice } from './auth';

// The root reducer the host owns. Remotes add their slices with injectSlice(slice) (lazy, at module load).
export const rootReducer = combineSlices(api, authSlice);

export function injectSlice<S extends { reducerPath: string; reducer: Reducer }>(slice: S): void {
  rootReducer.inject(slice as never);
}

export function createAppStore(extraMiddleware: Middleware[] = []) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: false, immutableCheck: false }).concat(
        api.middleware,
        ...extraMiddleware,
      ),
  });
  // refetchOnFocus/Reconnect are off in the api; listeners only make those flags work if an endpoint opts in.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
