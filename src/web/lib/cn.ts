import { clsx, type ClassValue } from 'clsx';

/** Joins class names. Later classes do not override earlier ones: pass conflicting utilities only once. */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
