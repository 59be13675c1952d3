/** echarts' per-type modules ship without their own .d.ts; each either self-registers or exports `install`. */
declare module 'echarts/lib/*' {
  export const install: (registers: unknown) => void;
}
