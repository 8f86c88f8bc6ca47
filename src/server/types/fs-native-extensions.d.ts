/** The part of fs-native-extensions Emberpath uses (the package ships no types). */
declare module 'fs-native-extensions' {
  /** Takes an exclusive lock on the whole file without waiting: false when another holder has it. */
  export function tryLock(fd: number): boolean;
  export function unlock(fd: number): void;
}
