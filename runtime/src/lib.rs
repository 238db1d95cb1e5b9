//! nttgen runtime.
