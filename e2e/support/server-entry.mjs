// The suites' servers: the built server as `npm start` runs it, React and the libraries on their
// production code (the process's NODE_ENV), while the deployment stays the one the suite gives
// (NODE_ENV=test: the test clock, the mail viewer…). Journeys then test the code users get, and a
// page costs the server about a quarter less than on React's development build.
const deployment = process.env.NODE_ENV;
// Before the server's imports load React, which picks its build from this once.
process.env.NODE_ENV = 'production';
const { runServer } = await import(new URL('../../apps/web/dist/server.js', import.meta.url).href);
await runServer({ deployment }).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
