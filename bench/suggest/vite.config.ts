import { benchPageConfig } from '../editor/page-config';

// The typing page, built like apps/web (bench/editor/page-config.ts).
export default benchPageConfig(import.meta.dirname);
