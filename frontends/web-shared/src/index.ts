// @techpack/web-shared: the pieces the host owns and every remote uses (federation singleton).
export * from './api';
export * from './auth';
export * from './errors';
export * from './http';
export * from './media';
export * from './remote';
export * from './router';
export * from './session';
export * from './store';
export * from './theme';
export * from './toast';
export * from './style';
export * from './style-thumb';
export * from './focus';
export * from './notifications';
export type {
  TechPack,
  TechPackSummary,
  UploadResponse,
  RegenerateResponse,
  AiAnalysis,
} from '@techpack/contracts';
