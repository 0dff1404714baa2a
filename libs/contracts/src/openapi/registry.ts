import type { ApiRoute } from './define';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { catalogRoutes } from './routes/catalog';
import { chatRoutes } from './routes/chat';
import { orderRoutes } from './routes/orders';
import { sampleLoopRoutes } from './routes/sample-loop';
import { techPackRoutes } from './routes/techpack';
import { uploadRoutes } from './routes/upload';
import { packTalkRoutes } from './routes/pack-talk';
import { patternRoutes } from './routes/pattern';

// Every documented /api route, one entry each, grouped by the service that owns it (./routes/<service>.ts). A new
// route is one entry in its service's list (or a new list added here).
export const API_ROUTES: ApiRoute[] = [
  ...authRoutes,
  ...uploadRoutes,
  ...techPackRoutes,
  ...chatRoutes,
  ...orderRoutes,
  ...sampleLoopRoutes,
  ...adminRoutes,
  ...catalogRoutes,
  ...packTalkRoutes,
  ...patternRoutes,
];
