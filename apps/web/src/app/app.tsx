import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Location changes render at once, not as transitions: `flushSync(() => navigate())` has
          then left the page before the code after it (logout, a password reset) changes what that
          page would show. Meanwhile a page whose code is still loading shows the palayok loader. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
