// Selections within allowances (issue 38): a panel of the order's page, not a resource of its own.
export { OrderSelections } from './OrderSelections.tsx';
