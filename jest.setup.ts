import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves out the encoders Node has; server modules a component imports (image-size) need them.
Object.assign(globalThis, { TextDecoder, TextEncoder });
