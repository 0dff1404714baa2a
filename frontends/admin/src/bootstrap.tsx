// The remote's own entry does nothing on its own: the shell loads the exposed modules (exposes.json).
export {};
