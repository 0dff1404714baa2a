// Federation boundary: everything else loads after the shared modules are negotiated.
import('./bootstrap');
export {};
