import { Callout } from '@blueprintjs/core';
import { EChart } from '@tessera/sdk';
import { useSandboxedOption } from './use-sandboxed-option';

interface Props {
  code: string;
  value: unknown[];
  height: number;
}

/** Draws the option the user's text produced (in the sandbox) for the given values. */
export function CustomGaugePreview({ code, value, height }: Props) {
  const { option, error } = useSandboxedOption(code, value);
  if (error)
    return (
      <Callout intent="danger" className="tessera-custom-gauge-error">
        {error}
      </Callout>
    );
  if (!option) return <div style={{ height }} />;
  return <EChart option={option} height={height} charts={['gauge']} notMerge />;
}
