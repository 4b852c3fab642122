// The style lives in ../shared.css.ts so other components can reuse it.
export { visuallyHidden } from '../shared.css';
