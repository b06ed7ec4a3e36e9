/**
 * The motion sensitivity slider runs 1 (least) to 10 (most sensitive), the device's scale the other way round: the
 * slider shows 11 minus the stored value and sends 11 minus its own. The same sum serves both ways.
 */
export const reversedSensitivity = (value: number) => 11 - value;
