// culori ships no type declarations; the two functions the analyzer uses.
declare module 'culori' {
  export interface Lab65 {
    mode: 'lab65';
    l: number;
    a: number;
    b: number;
  }
  export function differenceCiede2000(Kl?: number, Kc?: number, Kh?: number): (a: Lab65 | string, b: Lab65 | string) => number;
  export function converter(mode: 'lab65'): (c: string) => Lab65 | undefined;
}
