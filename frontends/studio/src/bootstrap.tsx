// The remote's own entry renders nothing: the shell mounts the exposed modules (exposes.json).
export {};
