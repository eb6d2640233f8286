import { createRoot } from 'react-dom/client';

// The floor: the least a React + ReactDOM page can ship. Budgets are ratios to it (docs/performance.md).
createRoot(document.getElementById('root')!).render(<h1>Premium Payments</h1>);
