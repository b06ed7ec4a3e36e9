// The device-upload feature: its page loads on demand by path.
export {};
