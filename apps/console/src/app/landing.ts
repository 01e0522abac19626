/**
 * What the landing screens behind the login share, as one module the router imports for each of
 * them (decision 366): the shell, the dashboard, the three screens' loaders and the query table.
 * The build puts it all in the `console-screen` chunk; imported one by one, each module the
 * router asked for got a 60–80-byte re-exporting chunk of its own from the bundler, one more
 * request (a round trip on a slow line) per visit.
 */

export { loadCounts } from '../features/counts/routes/loaders';
export { DashboardPage } from '../features/dashboard/routes/dashboard-page';
export { loadDashboard, loadDisplay } from '../features/dashboard/routes/loaders';
export { loadReports } from '../features/reports/routes/loaders';
export { backofficeRoutes, queries } from '../lib/queries';
export { ConsoleShell } from './shell';
