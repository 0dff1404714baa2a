// Module federation entry: everything else loads after the shared scope is initialised.
void import('./bootstrap');
