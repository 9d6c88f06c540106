/**
 * The route component factory of @elastic/apm-rum-react, imported from its file because the
 * package entry also imports and starts the whole agent (issue 9: the agent loads after the
 * first paint). The package ships no type for the file; this is its shape (dist/es/get-apm-routes.js).
 */
declare module '@elastic/apm-rum-react/dist/es/get-apm-routes.js' {
  import type { ApmBase } from '@elastic/apm-rum';
  import type { Routes } from 'react-router-dom';

  type RouteAgent = Pick<ApmBase, 'isActive' | 'startTransaction' | 'getCurrentTransaction'>;
  export function getApmRoutes(apm: RouteAgent): typeof Routes;
}
