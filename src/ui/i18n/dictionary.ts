import type { en } from './en';

/** Every word the app shows, by namespace; English is the source of the shape. */
export type Dictionary = typeof en;
export type Namespace = keyof Dictionary;
