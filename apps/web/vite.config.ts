import { defineConfig, defaultClientConditions, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

const apiServer = 'http://localhost:3000';
const devPort = 5173;
const devOrigins = new Set([`http://localhost:${devPort}`, `http://127.0.0.1:${devPort}`]);

// The API refuses mutating requests whose Origin is not its own (CSRF guard). In production the
// app and the API share one origin; the dev server stands in for that origin, so requests it
// proxies present the API's origin. Other origins pass through unchanged and stay refused.
const toApiServer: ProxyOptions = {
  target: apiServer,
  configure: (proxy) => {
    proxy.on('proxyReq', (proxyReq) => {
      const origin = proxyReq.getHeader('origin');
      if (typeof origin === 'string' && devOrigins.has(origin))
        proxyReq.setHeader('origin', apiServer);
    });
  },
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    // @lutong/shared exports its TypeScript source under the 'source' condition.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    port: devPort,
    proxy: { '/api': toApiServer, '/_sim': toApiServer, '/uploads': toApiServer },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
