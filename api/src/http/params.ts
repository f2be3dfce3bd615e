export { idParam, slugParam } from '@fitout/shared/contract';
